/**
 * What a region name looks like. AWS regions are a two-letter area, one or more words and a
 * number (us-east-1, us-gov-west-1, ap-southeast-5); DynamoDB Local takes any name and keeps a
 * database per name, and tools that talk to it (NoSQL Workbench) use "localhost". A name of
 * another shape is nearly always a typo, which on DynamoDB Local silently opens an empty database.
 */
import { quoteShort } from '../text/quote-short.js';
const AWS_REGION = /^[a-z]{2}(-[a-z]+)+-\d{1,2}$/;
const LOCAL_REGION = 'localhost';
/** Far above any region's name (us-gov-west-1, ap-southeast-5); bounds the input before the pattern sees it. */
export const REGION_MAX_CHARS = 100;

/** Why `region` is not a region name, as the end of "Region: …", or null when it is one. */
export function regionProblem(region: string): string | null {
  if (region === '') return 'enter a region, such as us-east-1';
  // The pattern's repeated group recursed once per "-word" and overflowed the stack on 10 MB.
  if (region.length > REGION_MAX_CHARS) return `a region name is at most ${REGION_MAX_CHARS} characters`;
  if (AWS_REGION.test(region) || region === LOCAL_REGION) return null;
  if (region !== region.toLowerCase() && regionProblem(region.toLowerCase()) === null)
    return `region names are lower case: ${region.toLowerCase()}`;
  return `${quoteShort(region)} is not a region name; expected one such as us-east-1 or eu-west-1 (two letters, a word, a number), or "localhost" for DynamoDB Local`;
}
