import { HttpClient } from './client.ts';
import { Configuration } from './configuration.ts';
import { FetchError, isTimeout } from './fetch-error.ts';
import { ResponseError } from './response-error.ts';
import { AB_TESTS_AT_PATH } from '../contract/ab-test.ts';
import { loginResult, type LoginResult } from '../contract/login.ts';
import {
  failedPreview,
  PREVIEW_CHECK_AUTH_PATH,
  PREVIEW_LOGOUT_PATH,
  PREVIEW_RENEW_PATH,
  PREVIEW_STATUSES,
  PREVIEW_TOKEN_PATH,
  type PreviewStatus,
} from '../contract/preview.ts';

export interface CheckAuth {
  status: PreviewStatus;
  dateTime?: string;
  abTestName?: string;
  abTestGroup?: string;
}

export interface AbTest {
  name: string;
  groups: { name: string }[];
}

export const PREVIEW_LOGIN_RENEW_MS = 300_000;

function statusOf(error: unknown): PreviewStatus {
  return failedPreview(error instanceof ResponseError ? error.response.status : undefined);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Reads the A/B test list; anything that is not a list of {name, groups[{name}]} throws (the panel's failure state). */
function readAbTests(value: unknown): AbTest[] {
  if (!Array.isArray(value)) throw new TypeError('A/B tests: not a list');
  return value.map((entry: unknown) => {
    const record = entry as { name?: unknown; groups?: unknown } | null;
    if (!record || typeof record.name !== 'string' || !Array.isArray(record.groups)) {
      throw new TypeError('A/B tests: an entry has no name or groups');
    }
    const groups = record.groups
      .map((group: unknown) => (group as { name?: unknown } | null)?.name)
      .filter((name): name is string => typeof name === 'string' && name !== '')
      .map((name) => ({ name }));
    return { name: record.name, groups };
  });
}

/**
 * The typed client of the staff preview and A/B-test services. Only `testsAt` can reject (the test
 * list has its own failure state); every other call answers with a status.
 */
export class PreviewClient {
  readonly #client = new HttpClient(new Configuration({ credentials: 'include' }));

  async checkAuth(): Promise<CheckAuth> {
    try {
      const body =
        (await this.#client.json<Record<string, unknown>>({
          path: PREVIEW_CHECK_AUTH_PATH,
          cache: 'no-store',
        })) ?? {};
      const status = (PREVIEW_STATUSES as readonly unknown[]).includes(body.status)
        ? (body.status as PreviewStatus)
        : 'INTERNAL_ERROR';
      const result: CheckAuth = { status };
      const dateTime = text(body.dateTime);
      const abTestName = text(body.abTestName);
      const abTestGroup = text(body.abTestGroup);
      if (dateTime) result.dateTime = dateTime;
      if (abTestName) result.abTestName = abTestName;
      if (abTestGroup) result.abTestGroup = abTestGroup;
      return result;
    } catch (error) {
      return { status: statusOf(error) };
    }
  }

  /**
   * The answer is not read; a failure is ignored (the panel hides either way). The call outlives the page, so
   * that staff who reload or leave right after the click are still logged out. A browser that refuses such a call
   * fails it as if there were no network; then it goes again as an ordinary call (a logout may go twice;
   * docs/decisions/0089).
   */
  async logout(): Promise<void> {
    const logout = (keepalive: boolean) => this.#client.request({ path: PREVIEW_LOGOUT_PATH, keepalive });
    await logout(true)
      .catch((error: unknown) => {
        if (error instanceof FetchError && !isTimeout(error)) return logout(false);
      })
      .catch(() => undefined);
  }

  async renewLogin(): Promise<LoginResult> {
    try {
      return loginResult((await this.#client.request({ path: PREVIEW_RENEW_PATH })).status);
    } catch (error) {
      return loginResult(error instanceof ResponseError ? error.response.status : 'network');
    }
  }

  /** POST /service/preview/api/token?test=&group= with `{ previewDateTime }` (the method is ours: it changes state). */
  async setPreview(test: string, group: string, previewDateTime: string): Promise<PreviewStatus> {
    try {
      const body = await this.#client.json<{ status?: unknown }>({
        path: PREVIEW_TOKEN_PATH,
        method: 'POST',
        query: { test, group },
        body: { previewDateTime },
      });
      return body?.status === 'SUCCESS' ? 'SUCCESS' : 'INTERNAL_ERROR';
    } catch (error) {
      return statusOf(error);
    }
  }

  /**
   * DELETE /service/preview/api/token: ends the preview, the staff session stays (the method and the call are
   * ours: the exit beside the panel's button, docs/decisions/0064).
   */
  async endPreview(): Promise<PreviewStatus> {
    try {
      const body = await this.#client.json<{ status?: unknown }>({
        path: PREVIEW_TOKEN_PATH,
        method: 'DELETE',
      });
      return body?.status === 'SUCCESS' ? 'SUCCESS' : 'INTERNAL_ERROR';
    } catch (error) {
      return statusOf(error);
    }
  }

  /** The A/B tests active at `isoDateTime`; rejects on any failure, including a malformed answer. */
  async testsAt(isoDateTime: string): Promise<AbTest[]> {
    const body = await this.#client.json<unknown>({
      path: AB_TESTS_AT_PATH,
      query: { time: isoDateTime },
    });
    return readAbTests(body);
  }
}
