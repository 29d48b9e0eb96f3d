/**
 * A parent's session over plain HTTP: keeps the session cookie between calls and reads JSON answers. For
 * journeys that need the product's API without a browser.
 */
export class ApiClient {
  cookie = '';
  constructor(private readonly base: string) {}

  async call(method: string, path: string, body?: unknown) {
    const response = await fetch(this.base + path, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length) this.cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
    const text = await response.text();
    // A JSON answer is read as an object; anything else stays text (the same field serves both in tests).
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text, headers: response.headers };
  }
}
