/**
 * What a region name looks like. AWS regions are a two-letter area, one or more words and a
 * number (us-east-1, us-gov-west-1, ap-southeast-5); DynamoDB Local takes any name and keeps a
 * database per name, and tools that talk to it (NoSQL Workbench) use "localhost". A name of
 * another shape is nearly always a typo, which on DynamoDB Local silently opens an empty database.
 */
import { quoteShort } from '../text/quote-short.js';
const AWS_REGION = /^[a-z]{2}(-[a-z]+)+-\d{1,2}$/;
const LOCAL_REGION = 'localhost';

/** Why `region` is not a region name, as the end of "Region: …", or null when it is one. */
export function regionProblem(region: string): string | null {
  if (region === '') return 'enter a region, such as us-east-1';
  if (AWS_REGION.test(region) || region === LOCAL_REGION) return null;
  if (region !== region.toLowerCase() && regionProblem(region.toLowerCase()) === null)
    return `region names are lower case: ${region.toLowerCase()}`;
  return `${quoteShort(region)} is not a region name; expected one such as us-east-1 or eu-west-1 (two letters, a word, a number), or "localhost" for DynamoDB Local`;
}
