/**
 * A browser-like HTTP client for integration tests: keeps cookies between requests (a cookie jar) and
 * sends the Origin header a page of the product would send.
 */
export interface TestClient {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  json<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>;
  cookies: Map<string, string>;
  headers: Record<string, string>;
}

/** The password of every account `signUp` makes. */
export const TEST_PASSWORD = 'a strong password';

export function createTestClient(
  baseUrl: string,
  options: { origin?: string | null; headers?: Record<string, string> } = {},
): TestClient {
  const cookies = new Map<string, string>();
  const headers: Record<string, string> = { ...options.headers };
  const origin = options.origin === undefined ? baseUrl : options.origin;

  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    const requestHeaders = new Headers(init.headers);
    for (const [name, value] of Object.entries(headers))
      if (!requestHeaders.has(name)) requestHeaders.set(name, value);
    if (origin && !requestHeaders.has('origin')) requestHeaders.set('origin', origin);
    if (cookies.size > 0 && !requestHeaders.has('cookie')) {
      requestHeaders.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(`${baseUrl}${path}`, {
      redirect: 'manual',
      ...init,
      headers: requestHeaders,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(attributeValue).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }

  return {
    fetch: send,
    cookies,
    headers,
    async json<T>(method: string, path: string, body?: unknown) {
      const init: RequestInit = { method };
      if (body !== undefined) {
        init.body = JSON.stringify(body);
        init.headers = { 'content-type': 'application/json' };
      }
      const response = await send(path, init);
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
  };
}

/** Words of generated prose: `count` whitespace-separated tokens in sentences and paragraphs. */
export function generatedText(count: number): string {
  const vocabulary = [
    'market',
    'contract',
    'revenue',
    'clause',
    'tenant',
    'study',
    'result',
    'method',
    'risk',
    'growth',
    'party',
    'term',
    'data',
    'analysis',
    'report',
  ];
  const words: string[] = [];
  for (let index = 0; index < count; index++) {
    let word = vocabulary[(index * 7 + Math.floor(index / 13)) % vocabulary.length]!;
    if (index % 12 === 0) word = word[0]!.toUpperCase() + word.slice(1);
    // One word per sentence names its sentence, so no two sentences are the same text (a summary never
    // repeats one, and would come out short).
    if (index % 12 === 5) word += serialLetters(Math.floor(index / 12));
    if (index % 12 === 11) word += '.';
    if (index % 120 === 119) word += '\n\n';
    words.push(word);
  }
  return words.join(' ').replace(/\n\n /g, '\n\n');
}

/** 0 → "a", 25 → "z", 26 → "ba": a serial number written in letters, so it stays part of its word. */
function serialLetters(n: number): string {
  let out = '';
  let rest = n;
  do {
    out = String.fromCharCode(97 + (rest % 26)) + out;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return out;
}

let accountsMade = 0;

/**
 * Signs an account up on a test server as the sign-up page does, and answers its email and the
 * signed-in client. Without `email`, a fresh one starting with `prefix` (for reading logs).
 */
export async function signUp(
  server: { url: string; config: { publicUrl: string } },
  { email, prefix = 'user' }: { email?: string; prefix?: string } = {},
) {
  const address = email ?? `${prefix}-${++accountsMade}@example.com`;
  const client = createTestClient(server.url, { origin: server.config.publicUrl });
  const answer = await client.json('POST', '/api/register', {
    email: address,
    password: TEST_PASSWORD,
    firstName: 'Test',
    lastName: 'User',
  });
  if (answer.status !== 201)
    throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { email: address, client };
}
