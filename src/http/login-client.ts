import { HttpClient } from './client.ts';
import { ResponseError } from './response-error.ts';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  LOGIN_PATH,
  loginResult,
  type LoginResult,
} from '../contract/login.ts';

/**
 * The login request body; the service's documentation does not show it, these are the fields the login service
 * reads.
 */
export interface LoginRequest {
  email: string;
  password: string;
}

/**
 * The typed client of the customer login: `POST` with a JSON body and the CSRF-style header, cookies
 * included. Never rejects: every outcome is one of the three login results (`loginResult`: the status decides,
 * not the body; the login sets its cookies with the answer's headers).
 */
export class LoginClient {
  readonly #client = new HttpClient();

  async login(request: LoginRequest): Promise<LoginResult> {
    try {
      const response = await this.#client.postJson(LOGIN_PATH, request, { [CSRF_HEADER]: CSRF_HEADER_VALUE });
      return loginResult(response.status);
    } catch (error) {
      return loginResult(error instanceof ResponseError ? error.response.status : 'network');
    }
  }
}
