/** Async status of every slice area (spec §4). */
export type AsyncStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
