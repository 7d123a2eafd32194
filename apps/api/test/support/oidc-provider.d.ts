/**
 * The small part of oidc-provider (which ships no types) that the tests'
 * local OpenID provider uses.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    response_types?: string[];
    grant_types?: string[];
    token_endpoint_auth_method?: string;
  }

  /** The Koa context of a request, as far as the tests' middleware reads it. */
  export interface ProviderContext {
    method: string;
    path: string;
    req: IncomingMessage;
    res: ServerResponse;
    redirect(url: string): void;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
  }

  export interface Configuration {
    clients: ClientMetadata[];
    findAccount(context: unknown, id: string): Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    cookies?: { keys: string[] };
    features?: { devInteractions?: { enabled: boolean } };
    interactions?: {
      policy?: InteractionPolicy;
      url?: (context: ProviderContext, interaction: Interaction) => string;
    };
    jwks?: { keys: object[] };
    pkce?: { required: () => boolean };
    ttl?: Record<string, number>;
  }

  export class Grant {
    constructor(options: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface InteractionResults {
    login?: { accountId: string };
    consent?: { grantId: string };
    [prompt: string]: unknown;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly Grant: typeof Grant;
    callback(): RequestListener;
    use(middleware: (context: ProviderContext, next: () => Promise<void>) => Promise<void>): this;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionResult(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }

  export interface InteractionPolicy {
    add(prompt: Prompt, index?: number): void;
  }

  export interface Prompt {
    readonly name: string;
  }

  export const interactionPolicy: {
    Prompt: new (options: { name: string; requestable: boolean }) => Prompt;
    base(): InteractionPolicy;
  };

  export default Provider;
}
