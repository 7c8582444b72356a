/** A backup or restore refused for a reason a person can act on; its message is one sentence. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
