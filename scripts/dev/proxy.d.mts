import type { ChildProcess } from "node:child_process";
import type http from "node:http";

/** Serves `port`, passing requests to next dev at `target` unless the content has a problem. */
export function startDevProxy(options: {
  port: number;
  host?: string;
  target: number;
  problem: () => Promise<string | undefined>;
  label?: (file: string, at: string) => string | undefined;
  waiting?: (path: string) => Promise<string | undefined>;
}): Promise<http.Server>;
export function relayOutput(child: ChildProcess, change: (text: string) => string): void;
/** A free loopback port. */
export function freePort(): Promise<number>;
