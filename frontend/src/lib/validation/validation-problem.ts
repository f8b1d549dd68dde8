/** A rule the client broke, shown as a toast title and description. */
export interface ValidationProblem {
  title: string;
  message: string;
}
