/**
 * The Add endpoint form's values and their checks, field by field, with the contract's own schema
 * (shared/api.ts) so the form and the service refuse the same things in the same words.
 */
import { requestSchemas, type ApiRequest } from '../../../shared/api.js';

export type SignWith = 'local-key' | 'access-key' | 'profile';

export interface EndpointDraft {
  endpoint: string;
  region: string;
  signWith: SignWith;
  accessKeyId: string;
  secretAccessKey: string;
  profile: string;
  name: string;
}

export type EndpointField = 'endpoint' | 'region' | 'accessKeyId' | 'secretAccessKey' | 'profile' | 'name';
export type FieldErrors = Partial<Record<EndpointField, string>>;

export const emptyDraft: EndpointDraft = {
  endpoint: 'http://localhost:8000',
  region: 'us-east-1',
  signWith: 'local-key',
  accessKeyId: '',
  secretAccessKey: '',
  profile: '',
  name: '',
};

/** The request the draft stands for: only the fields of the chosen way of signing are sent. */
export function toRequest(d: EndpointDraft): ApiRequest<'addEndpointConnection'> {
  return {
    endpoint: d.endpoint.trim(),
    region: d.region.trim(),
    ...(d.name.trim() ? { name: d.name.trim() } : {}),
    ...(d.signWith === 'access-key' ? { accessKeyId: d.accessKeyId.trim(), secretAccessKey: d.secretAccessKey } : {}),
    ...(d.signWith === 'profile' ? { profile: d.profile } : {}),
  };
}

/** Every field's problem at once, so the user fixes them in one pass. */
export function checkDraft(d: EndpointDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!d.endpoint.trim()) errors.endpoint = "Enter the server's URL, such as http://localhost:8000.";
  else if (!/^https?:\/\//i.test(d.endpoint.trim()))
    errors.endpoint = 'The URL starts with http:// or https://, such as http://localhost:8000.';
  if (!d.region.trim())
    errors.region = 'Enter a region, such as us-east-1. DynamoDB Local keeps one database per access key and region.';
  if (d.signWith === 'access-key') {
    if (!d.accessKeyId.trim()) errors.accessKeyId = 'Enter the access key id the tables were made with.';
    if (!d.secretAccessKey)
      errors.secretAccessKey =
        'Enter the secret access key that goes with the access key id (DynamoDB Local accepts any).';
  }
  if (d.signWith === 'profile' && !d.profile) errors.profile = 'Choose a profile.';
  const parsed = requestSchemas.addEndpointConnection.safeParse(toRequest(d));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as EndpointField;
      if (field && !errors[field]) errors[field] = sentence(issue.message);
    }
  }
  return errors;
}

function sentence(message: string): string {
  const s = message.charAt(0).toUpperCase() + message.slice(1);
  return s.endsWith('.') ? s : `${s}.`;
}
