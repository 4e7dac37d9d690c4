// Turns a process's JSON log line into one readable line for the terminal of `npm start`.
const LEVEL_WIDTH = 5;

export function prettyLine(processName, line) {
  let record;
  try {
    record = JSON.parse(line);
  } catch {
    return `${processName.padEnd(15)} ${line}`;
  }
  const { level = 'info', time, msg = '', requestId, service: _service, name: _name, context: _context, ...rest } = record;
  const clock = typeof time === 'string' ? time.slice(11, 19) : '';
  const extra = Object.entries(rest)
    .filter(([, value]) => value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  const id = requestId ? ` [${String(requestId).slice(0, 8)}]` : '';
  return `${clock} ${processName.padEnd(15)} ${String(level).toUpperCase().padEnd(LEVEL_WIDTH)}${id} ${msg}${extra ? `  ${extra}` : ''}`;
}
