/**
 * A DynamoDB number that a JavaScript number cannot hold exactly (more than ~15-17 significant
 * digits, or an integer past 2^53). The plain view keeps its text rather than rounding it.
 */
export class ExactNumber {
  constructor(readonly text: string) {}

  toString(): string {
    return this.text;
  }
}
