// Vitest's side of test-support.ts, apart so that the bench, which starts services too, does not load vitest.
import { afterAll, beforeAll } from "vitest";
import { startTestService, type TestService } from "./test-support";

/**
 * A demo service for the tests of the enclosing describe block (or file): started before
 * them, stopped after. The handle is filled in when the service has started.
 */
export function serviceForTests(env: Record<string, string> = {}): TestService {
  const handle = {} as TestService;
  beforeAll(async () => {
    Object.assign(handle, await startTestService(env));
  });
  afterAll(() => handle.stop?.());
  return handle;
}
