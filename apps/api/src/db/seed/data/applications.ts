/**
 * A few submissions of the public forms for the operator's inbox: every kind, some new, some
 * reviewed (by the demo operator), none decided yet, so accepting a merchant can be tried out.
 * No files: the seed writes to the database only.
 */
export interface ApplicationSeed {
  form: 'rider' | 'merchant' | 'career' | 'newsletter' | 'contact';
  status: 'new' | 'reviewed';
  /** Received this many hours before seeding. */
  hoursAgo: number;
  payload: Record<string, string | number | boolean>;
}

export const SAMPLE_APPLICATIONS: readonly ApplicationSeed[] = [
  { form: 'merchant', status: 'new', hoursAgo: 2, payload: { business_name: 'Saddar Fresh Mart', owner_name: 'Kamran Sheikh', mobile_number: '+923121234567', email: 'kamran.sheikh@example.com', city: 'Karachi', business_category: 'Grocery', address: 'Shop 4, Empress Market Road, Saddar', message: 'Open from 8 in the morning, with our own two riders.' } },
  { form: 'merchant', status: 'reviewed', hoursAgo: 30, payload: { business_name: 'Gulberg Gift Studio', owner_name: 'Mehwish Tariq', mobile_number: '+923131234567', city: 'Lahore', business_category: 'Other', address: '21-C, Main Boulevard, Gulberg III' } },
  { form: 'rider', status: 'new', hoursAgo: 5, payload: { full_name: 'Imran Hussain', mobile_number: '+923141234567', cnic: '42101-1234567-1', date_of_birth: '1995-03-14', city: 'Karachi', has_motorbike_licence: true, owns_motorbike: true } },
  { form: 'rider', status: 'reviewed', hoursAgo: 52, payload: { full_name: 'Faisal Mehmood', mobile_number: '+923151234567', cnic: '35202-7654321-3', date_of_birth: '1999-11-02', city: 'Lahore', has_motorbike_licence: true, owns_motorbike: true } },
  { form: 'career', status: 'new', hoursAgo: 8, payload: { full_name: 'Sadia Noor', email: 'sadia.noor@example.com', mobile_number: '+923161234567', role: 'Operations Associate', experience_years: 3, linkedin_url: 'https://www.linkedin.com/in/sadia-noor', cover_letter: 'I ran rider dispatch for a Karachi courier for three years.' } },
  { form: 'newsletter', status: 'new', hoursAgo: 1, payload: { email: 'ali.raza@example.com' } },
  { form: 'newsletter', status: 'reviewed', hoursAgo: 75, payload: { email: 'nadia.khan@example.com' } },
  { form: 'contact', status: 'new', hoursAgo: 3, payload: { name: 'Ayesha Siddiqui', email: 'ayesha.siddiqui@example.com', mobile_number: '+923001112233', topic: 'Order help', order_number: 'SD-4F7K2Q', message: 'My order from Gulshan-e-Iqbal arrived without the two packs of milk.' } },
];
