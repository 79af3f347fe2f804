// Panda generates the CSS of everything panda.config.ts includes into the `@layer` directive of the CSS entry.
export default {
  plugins: {
    '@pandacss/dev/postcss': {},
  },
}
