import { APP_ORIGIN } from "./users";

/** Multipart requests that carry a picture, as the generator's form and script clients send them (issue 28). */
export {
  damagedJpegSegment,
  heicHeader,
  phoneJpeg,
  pngBomb,
  pngHeaderOnly,
  referencePhoto,
  REFERENCE_PHOTOS,
} from "./picture-files";

/** A generation's multipart form: its text fields, the picture (as a browser sends a chosen file) and its crop box. */
export function pictureForm(
  fields: Record<string, string | string[]>,
  picture?: { bytes: Uint8Array; name?: string; type?: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const entry of [value].flat()) form.append(name, entry);
  if (picture) {
    form.append(
      "picture",
      new Blob([new Uint8Array(picture.bytes)], { type: picture.type ?? "image/jpeg" }),
      picture.name ?? "photo.jpg",
    );
  }
  return form;
}

export function postForm(
  pathname: string,
  form: FormData,
  cookie?: string,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${APP_ORIGIN}${pathname}`, {
    method: "POST",
    headers: { Origin: APP_ORIGIN, Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: form,
  });
}

/**
 * A multipart body that never ends (64 KB chunks of one file part, no Content-Length), and how
 * many chunks the server pulled: a reader that stops at the cap pulls a bounded number. With
 * `stallAfter`, it sends that many chunks and then nothing more (a client gone quiet).
 */
export function endlessUpload(
  pathname: string,
  cookie?: string,
  headers: Record<string, string> = {},
  options: { signal?: AbortSignal; stallAfter?: number } = {},
) {
  const boundary = "----inkwell-endless";
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nmy cat\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (options.stallAfter !== undefined && counter.pulled >= options.stallAfter) return new Promise<void>(() => {});
      counter.pulled++;
      controller.enqueue(counter.pulled === 1 ? head : new Uint8Array(64 * 1024).fill(0xff));
    },
  });
  const request = new Request(`${APP_ORIGIN}${pathname}`, {
    method: "POST",
    headers: {
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      Origin: APP_ORIGIN,
      Accept: "application/json",
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body,
    duplex: "half",
    signal: options.signal,
  } as RequestInit);
  return { request, counter };
}
