/**
 * The open roles, in the order the page lists them. `title` is the English job title that
 * travels with an application (staff read it as written); the page shows a translated title
 * from `partners.careers.roles.items.<id>`.
 */
export const OPEN_ROLES = [
  {
    id: 'riderOps',
    title: 'Rider Operations Lead',
    team: 'operations',
    city: 'Karachi',
    type: 'fullTime',
  },
  {
    id: 'frontend',
    title: 'Senior Frontend Engineer (React)',
    team: 'engineering',
    city: 'Lahore',
    type: 'hybrid',
  },
  {
    id: 'backend',
    title: 'Backend Engineer (Node.js & PostgreSQL)',
    team: 'engineering',
    city: 'Karachi',
    type: 'hybrid',
  },
  {
    id: 'merchantManager',
    title: 'Merchant Account Manager',
    team: 'partnerships',
    city: 'Lahore',
    type: 'fullTime',
  },
  {
    id: 'support',
    title: 'Customer Support Associate (Urdu & English)',
    team: 'care',
    city: 'Karachi',
    type: 'shifts',
  },
  { id: 'designer', title: 'Product Designer', team: 'design', city: 'Lahore', type: 'hybrid' },
  { id: 'analyst', title: 'Data Analyst', team: 'analytics', city: 'Karachi', type: 'fullTime' },
  {
    id: 'cityLaunch',
    title: 'City Launch Manager',
    team: 'expansion',
    city: 'Islamabad',
    type: 'fullTime',
  },
] as const;

export type OpenRole = (typeof OPEN_ROLES)[number];

/** What an applicant who fits none of the roles applies for. */
export const OPEN_APPLICATION_ROLE = 'Open application';
