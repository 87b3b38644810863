import {
  API_CLIENT_RATE_LIMIT,
  apiClientBodySchema,
  type ApiClient,
  type ApiClientBodyInput,
} from '@lyp/shared/integrations/api-client.schemas';
import type { FormRule } from 'antd';
import { withListFieldNames } from './list-field-errors';

/** The form as the user fills it: the allow-list is a text box, one address or range a line. */
export interface ApiClientFormValues {
  name: string;
  scopes: string[];
  ipAllowlist?: string;
  rateLimitPerMinute: number;
}

/** The allow-list box's lines, trimmed, blank ones left out. */
export function allowlistLines(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\r\n]+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The box checked line by line with the server's own schema and messages. */
export const allowlistRules: FormRule[] = [
  {
    validator: async (_rule, text: string | undefined) => {
      const result = apiClientBodySchema.shape.ipAllowlist.safeParse(allowlistLines(text));
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'IP 白名单格式不正确');
    },
  },
];

export function formValuesOf(client: ApiClient | undefined, grantable: ReadonlySet<string>) {
  if (!client) return { scopes: [], rateLimitPerMinute: API_CLIENT_RATE_LIMIT.default };
  return {
    name: client.name,
    // A permission the creator no longer holds cannot be given again: the form says so above.
    scopes: client.scopes.filter((code) => grantable.has(code)),
    ipAllowlist: client.ipAllowlist.join('\n'),
    rateLimitPerMinute: client.rateLimitPerMinute,
  };
}

export const bodyOf = (values: ApiClientFormValues): ApiClientBodyInput => ({
  name: values.name,
  scopes: values.scopes,
  ipAllowlist: allowlistLines(values.ipAllowlist),
  rateLimitPerMinute: values.rateLimitPerMinute,
});

/** The server names one line of the list (`ipAllowlist.2`); the form has one box for all of them. */
export const withFormFieldNames = (error: unknown): unknown =>
  withListFieldNames(error, ['ipAllowlist', 'scopes']);
