// Side-effect CSS entry of the self-hosted Inter font (bundlers handle the CSS).
declare module '@fontsource-variable/inter'
