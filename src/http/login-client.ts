import { HttpClient } from './client.ts';
import { Configuration } from './configuration.ts';
import { CSRF_HEADER, CSRF_VALUE } from './psdata.ts';
import type { LoginResult } from './preview-client.ts';
import { ResponseError } from './response-error.ts';
import { serviceUrl } from './service-base.ts';

/** The customer login service (SPEC §7); the reference backend serves the same path. */
export const LOGIN_PATH = '/service/login/api/v1/login';

/** The login request body; SPEC §7 does not show it, these are the fields the login service reads. */
export interface LoginRequest {
  email: string;
  password: string;
}

/**
 * SPEC §4/§8: SUCCESS for 200, UNAUTHORIZED for 401, SERVICE_UNAVAILABLE for any other status or no answer
 * (network failure, the 15 s time-out). The status decides, not the body: the login sets its cookies with
 * the answer's headers, and its body is not read.
 */
export function loginResult(status: number | 'network'): LoginResult {
  if (status === 200) return 'SUCCESS';
  if (status === 401) return 'UNAUTHORIZED';
  return 'SERVICE_UNAVAILABLE';
}

/**
 * The typed client of the customer login (SPEC §7): `POST` with a JSON body and the CSRF-style header, cookies
 * included. Never rejects: every outcome is one of the three login results.
 */
export class LoginClient {
  readonly #client = new HttpClient(new Configuration({ credentials: 'include' }));

  async login(request: LoginRequest): Promise<LoginResult> {
    try {
      const response = await this.#client.request({
        path: serviceUrl(LOGIN_PATH),
        method: 'POST',
        body: request,
        headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
      });
      return loginResult(response.status);
    } catch (error) {
      return loginResult(error instanceof ResponseError ? error.response.status : 'network');
    }
  }
}
