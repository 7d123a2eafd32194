/** A statement Drizzle has prepared: run with the values of its `sql.placeholder`s. */
interface PreparedStatement<Input, Result> {
  execute(input: Input): Promise<Result>;
}

/**
 * A hot read prepared at its first use and run from then on: Drizzle builds
 * its SQL once instead of at every call, and on PostgreSQL each connection
 * parses and plans it once (a named statement). Its inputs are
 * `sql.placeholder(name)`s, given by name: `read({ courseId })`. The name
 * given to `.prepare(name)` must be the statement's own in the whole app.
 */
export function preparedRead<Input extends Record<string, unknown>, Result>(
  prepare: () => PreparedStatement<Input, Result>,
): (input: Input) => Promise<Result> {
  let statement: PreparedStatement<Input, Result> | undefined;
  return (input) => {
    statement ??= prepare();
    return statement.execute(input);
  };
}
