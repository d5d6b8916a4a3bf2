/**
 * Sets a property as the object's own, even when its name is `__proto__`: a legal attribute name in
 * DynamoDB, which a plain assignment would turn into a prototype change.
 */
export function setOwn<T>(obj: Record<string, T>, name: string, value: T): void {
  if (name === '__proto__')
    Object.defineProperty(obj, name, { value, enumerable: true, writable: true, configurable: true });
  else obj[name] = value;
}

/** Reads a property only if it is the object's own, so `constructor` never answers from Object.prototype. */
export const getOwn = <T>(obj: Record<string, T>, name: string): T | undefined =>
  Object.hasOwn(obj, name) ? obj[name] : undefined;
