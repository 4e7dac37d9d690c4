/** Signed-in people in bulk, written in the stack's Redis in the gateway's session format: their session ids. */
export function people(redisPrefix: string, count: number): Promise<string[]>;
