import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type express from "express";

/** How long a connection answered early stays open for the client to read the answer. */
export const LINGER_MS = 3_000;

type ClosingSocket = Socket & { destroySoon?: () => void };

const requestOn = new WeakMap<Socket, IncomingMessage>();

/**
 * A "lingering close" (RFC 9112, 9.6) for answers sent before their request was read to the
 * end, such as a 413 for an upload past its cap. Node closes such a connection as soon as the
 * answer is out; the kernel then resets it, since the client's unread bytes are still
 * arriving, and a client still sending sees its write fail ("connection reset") before it
 * has read the answer: the person gets a network error instead of the message. Here the
 * answer is followed by a plain end of our side, the rest of the upload is left unread (the
 * client's writes simply stall), and the connection is dropped once LINGER_MS have passed.
 */
export function closeGently(): express.RequestHandler {
  return (req, _res, next) => {
    const socket = req.socket as ClosingSocket;
    requestOn.set(socket, req);
    if (socket.destroySoon && !patched.has(socket)) {
      patched.add(socket);
      const destroySoon = socket.destroySoon.bind(socket);
      socket.destroySoon = () => {
        const request = requestOn.get(socket);
        if (!request || request.complete) return destroySoon();
        if (socket.writable) socket.end();
        const timer = setTimeout(() => socket.destroy(), LINGER_MS);
        socket.once("close", () => clearTimeout(timer));
      };
    }
    next();
  };
}

const patched = new WeakSet<Socket>();
