import { TableDetails } from '../tables/TableDetails.js';

/** The working area beside the table list: details of the chosen table, then the reads on it. */
export function MainArea() {
  return (
    <main className="main-area" id="main">
      <TableDetails />
    </main>
  );
}
