// The scripts' command-line options: `--name value` pairs and bare `--flag`s after `npm run x --`.

/** The value after `--name` in `argv`, else `fallback` (also when `--name` is the last word). */
export function optionOf(argv, name, fallback) {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 && argv[index + 1] !== undefined ? argv[index + 1] : fallback;
}
