"use client";

import { useSyncExternalStore } from "react";

/** docs/decisions/0003: at most one toast at a time; a new one replaces the current one. */
export const TOAST_LIMIT = 1;

export type ToastVariant = "default" | "success";

export type ToastData = {
  id: number;
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; the provider's 5000 ms default applies when absent. */
  duration?: number;
  open: boolean;
};

type Listener = () => void;

let toasts: ToastData[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: ToastData[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function toast(input: Omit<ToastData, "id" | "open">): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Marks a toast closed so its exit animation can run before it is removed. */
export function dismissToast(id: number) {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

export function removeToast(id: number) {
  emit(toasts.filter((item) => item.id !== id));
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;
const getServerSnapshot = (): ToastData[] => [];

export function useToasts(): ToastData[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
