/**
 * On-demand prices an estimate is priced at. Prices vary by region and table class; the estimate
 * always says which price it used, so a user on another region can scale it.
 */
export interface Price {
  /** Where and what the price is, as the text says it: "on-demand, us-east-1, Standard". */
  label: string;
  /** US dollars per million read request units. */
  perMillionReads: number;
  /** US dollars per million write request units. */
  perMillionWrites: number;
}

/** us-east-1 Standard table class, after AWS's November 2024 price cut. */
export const US_EAST_1_ON_DEMAND: Price = {
  label: 'on-demand, us-east-1, Standard table class',
  perMillionReads: 0.125,
  perMillionWrites: 0.625,
};

export function readCost(units: number, price: Price = US_EAST_1_ON_DEMAND): number {
  return (units * price.perMillionReads) / 1_000_000;
}

export function writeCost(units: number, price: Price = US_EAST_1_ON_DEMAND): number {
  return (units * price.perMillionWrites) / 1_000_000;
}

/** Dollars as a person reads them: small sums keep their significant digits ("$0.0000006"). */
export function formatDollars(dollars: number): string {
  if (dollars === 0) return '$0';
  if (dollars >= 0.01)
    return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  // Two significant digits, written out in full: "$0.000000062", never "6.2e-8".
  const digits = Math.min(20, 1 - Math.floor(Math.log10(dollars)));
  return `$${dollars.toFixed(digits).replace(/0+$/, '')}`;
}

/** Units as a person reads them: at most one decimal (units are halves at their finest). */
export function formatUnits(units: number): string {
  return units.toLocaleString('en-US', { maximumFractionDigits: 1 });
}
