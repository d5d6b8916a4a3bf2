/** Word lists the sample generators draw from. Invented names, no real people. */

export const FIRST_NAMES = [
  'ada', 'bruno', 'carmen', 'dmitri', 'elena', 'farah', 'gustavo', 'hana', 'ines', 'jonas',
  'kwame', 'lena', 'mateo', 'nadia', 'oskar', 'priya', 'quentin', 'rosa', 'samir', 'tessa',
  'ulrich', 'vera', 'wei', 'ximena', 'yusuf', 'zoe', 'amara', 'bjorn', 'chloe', 'diego',
] as const;

export const LAST_NAMES = [
  'abara', 'bianchi', 'castillo', 'dubois', 'eriksen', 'fontaine', 'garcia', 'haddad', 'ivanova',
  'jensen', 'kowalski', 'lindqvist', 'moreau', 'nakamura', 'okafor', 'petrov', 'quispe', 'rossi',
  'sato', 'tanaka', 'ueda', 'varga', 'weber', 'xu', 'yilmaz', 'zhang',
] as const;

export const ADJECTIVES = [
  'quiet', 'rapid', 'amber', 'silver', 'northern', 'hidden', 'bright', 'steady', 'crimson', 'gentle',
  'bold', 'lunar', 'coastal', 'iron', 'velvet', 'golden', 'frozen', 'open', 'distant', 'modular',
] as const;

export const NOUNS = [
  'harbor', 'falcon', 'ledger', 'orchard', 'beacon', 'canyon', 'compass', 'lantern', 'meadow', 'signal',
  'atlas', 'bridge', 'circuit', 'delta', 'ember', 'forge', 'glacier', 'horizon', 'island', 'junction',
] as const;

export const FILLER = [
  'migrate', 'the', 'billing', 'service', 'to', 'new', 'regions', 'and', 'retire', 'legacy', 'queues',
  'while', 'keeping', 'latency', 'under', 'budget', 'for', 'every', 'tenant', 'with', 'audit', 'trails',
  'rollout', 'plan', 'covers', 'dashboards', 'alerts', 'runbooks', 'owners', 'review', 'weekly',
] as const;
