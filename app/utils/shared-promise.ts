/**
 * A promise that several requests wait on together (one render shared by identical requests):
 * each waiter gets its own copy of a Response it rejects with (a busy render pool's 503), since a
 * Response's body can be sent only once; the second request sending the same one failed with a 500
 * ("ReadableStream is locked"). The original is never handed out, so it can always be copied.
 */
export function waitFor<T>(shared: Promise<T>): Promise<T> {
  return shared.catch((error: unknown) => {
    throw error instanceof Response ? error.clone() : error;
  });
}
