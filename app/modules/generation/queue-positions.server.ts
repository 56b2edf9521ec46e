/**
 * Where each waiting generation stands in this instance's queue, by the id the browser
 * sent (X-Generation-Id), so the loading view can show "#3 in line". In memory: a
 * request only ever waits on the instance that received it.
 */
const positions = new Map<string, number>();
const ID = /^[A-Za-z0-9-]{8,64}$/;

export function generationIdOf(request: Request): string | null {
  const id = request.headers.get("x-generation-id");
  return id && ID.test(id) ? id : null;
}

export function trackQueuePosition(id: string | null) {
  if (!id) return { onQueuePosition: undefined, done: () => {} };
  return {
    onQueuePosition: (position: number) => void positions.set(id, position),
    done: () => void positions.delete(id),
  };
}

/** 0 when the request is being made (or unknown). */
export function queuePositionOf(id: string): number {
  return ID.test(id) ? (positions.get(id) ?? 0) : 0;
}
