import { request, type APIRequestContext } from 'playwright-core';
import { PASSWORD } from './shell';

/** The envelope every JSON answer comes in. */
interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  code?: string;
}

export interface ApiSession {
  /** POST a JSON body to an API path (as the web app's request client does, CSRF token and all). */
  post<T>(path: string, body: Record<string, unknown>): Promise<T>;
  get<T>(path: string): Promise<T>;
  /** Uploads a file through the signed-in POST /file/upload; answers its URL. */
  upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<string>;
  dispose(): Promise<void>;
}

async function dataOf<T>(what: string, res: Awaited<ReturnType<APIRequestContext['get']>>) {
  const body = (await res.json()) as Envelope<T>;
  if (!res.ok() || !body.success)
    throw new Error(`${what} → ${res.status()} ${body.code ?? ''} ${body.message}`);
  return body.data;
}

/**
 * A demo user signed in over HTTP (password login), for the steps of a test that another person
 * does through the calls their own pages make, where driving their pages adds nothing.
 */
export async function signInApi(baseUrl: string, phone: string): Promise<ApiSession> {
  const context = await request.newContext({ baseURL: baseUrl });
  const login = await context.post('/api/stand/pwdLogin', { data: { phone, password: PASSWORD } });
  const { csrfToken } = await dataOf<{ csrfToken: string }>(`sign in ${phone}`, login);
  const headers = { 'x-csrf-token': csrfToken };
  return {
    post: async <T>(path: string, body: Record<string, unknown>) =>
      dataOf<T>(`POST ${path}`, await context.post(`/api${path}`, { data: body, headers })),
    get: async <T>(path: string) => dataOf<T>(`GET ${path}`, await context.get(`/api${path}`)),
    upload: async (file) =>
      (
        await dataOf<{ fileUrl: string }>(
          'upload',
          await context.post('/api/file/upload', { multipart: { file }, headers }),
        )
      ).fileUrl,
    dispose: () => context.dispose(),
  };
}
