// Self-hosted Inter, which the `fonts.body` token names. Its own entry point, imported once by an app's entry
// (`import '@hireloop/design-system/fonts'`), so that importing a component never pulls font CSS (ADR 0055).
import '@fontsource-variable/inter'
