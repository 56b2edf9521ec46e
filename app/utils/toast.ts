import { useSyncExternalStore } from "react";

/**
 * Notifications (spec §4): one visible at a time, 5000 ms by default; a dismissed toast
 * is removed from memory after 1,000,000 ms.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastAction {
  label: string;
  /** A link (works without JavaScript) or a handler. */
  href?: string;
  onClick?: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  duration?: number;
}

export interface ToastRecord extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastRecord[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit() {
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = `toast-${++counter}`;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: string) {
  toasts = toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item));
  for (const item of toasts) {
    if (item.open || removalTimers.has(item.id)) continue;
    removalTimers.set(
      item.id,
      setTimeout(() => {
        removalTimers.delete(item.id);
        toasts = toasts.filter((other) => other.id !== item.id);
        emit();
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
  emit();
}

/** The toasts on screen now. */
export function openToasts(): ToastRecord[] {
  return toasts.filter((item) => item.open);
}

const empty: ToastRecord[] = [];

export function useToasts(): ToastRecord[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => empty,
  );
}
