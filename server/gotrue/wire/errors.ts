/** An error in GoTrue's shape: supabase-js shows `msg` and switches on `code`. */
export class GoTrueError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'GoTrueError';
  }
}
