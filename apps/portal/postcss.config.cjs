module.exports = {
  plugins: {
    '@pandacss/dev/postcss': { configPath: './panda.config.ts' },
  },
}
