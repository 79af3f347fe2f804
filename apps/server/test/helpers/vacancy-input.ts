/** A whole VacancyInput (every field a published vacancy needs), for suites that create or replace vacancies. */
export const vacancyInput = (
  title: string,
  skills: { skill_id: string; level: string; required?: boolean }[] = [],
) => ({
  title,
  description: '## About the role\n\nBuild the APIs of our robot fleet.',
  location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
  remote: 'hybrid',
  employment_type: 'full_time',
  seniority: 'senior',
  salary: { min: 70000, max: 90000, currency: 'EUR', period: 'year' },
  skills,
  openings: 1,
})
