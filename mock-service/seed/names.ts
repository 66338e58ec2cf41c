/** Name and job-title pools for generated users; varied enough that lists look like real agencies. */
export const FIRST_NAMES = [
  'Aaliyah', 'Aaron', 'Abigail', 'Adrian', 'Aisha', 'Alejandro', 'Alexis', 'Amanda', 'Andre', 'Angela',
  'Anthony', 'Arjun', 'Ashley', 'Benjamin', 'Brandon', 'Brian', 'Brianna', 'Caleb', 'Camila', 'Carlos',
  'Carmen', 'Catherine', 'Chloe', 'Christopher', 'Claire', 'Cody', 'Courtney', 'Darius', 'Deborah', 'Deepa',
  'Derek', 'Diana', 'Dominic', 'Elena', 'Elijah', 'Emily', 'Eric', 'Erin', 'Ethan', 'Fatima',
  'Gabriel', 'Gregory', 'Heather', 'Hector', 'Ian', 'Isabel', 'Jacob', 'Jamal', 'Jasmine', 'Jason',
  'Jennifer', 'Jessica', 'Jonathan', 'Jordan', 'Joseph', 'Julia', 'Justin', 'Karen', 'Keisha', 'Kenji',
  'Kimberly', 'Kristen', 'Lakshmi', 'Lauren', 'Leah', 'Leonard', 'Lindsey', 'Logan', 'Lucia', 'Malik',
  'Maria', 'Mark', 'Matthew', 'Maya', 'Megan', 'Mei', 'Melissa', 'Miguel', 'Monica', 'Nadia',
  'Natalie', 'Nathan', 'Nicole', 'Noah', 'Omar', 'Patricia', 'Patrick', 'Rachel', 'Rafael', 'Rebecca',
  'Ricardo', 'Robert', 'Rosa', 'Ryan', 'Samantha', 'Sandra', 'Sarah', 'Sean', 'Stephanie', 'Steven',
  'Tamara', 'Thomas', 'Tiffany', 'Timothy', 'Tyler', 'Valerie', 'Vanessa', 'Victor', 'Vikram', 'Wei',
  'William', 'Xavier', 'Yolanda', 'Yusuf', 'Zachary', 'Zoe',
] as const;

export const LAST_NAMES = [
  'Abernathy', 'Adeyemi', 'Aguilar', 'Alvarez', 'Anderson', 'Baker', 'Banerjee', 'Barnes', 'Bell', 'Brooks',
  'Brown', 'Bryant', 'Campbell', 'Carter', 'Castillo', 'Chang', 'Chavez', 'Clark', 'Coleman', 'Collins',
  'Cooper', 'Cruz', 'Daniels', 'Davis', 'Delgado', 'Diaz', 'Dubois', 'Edwards', 'Ellis', 'Evans',
  'Fernandez', 'Fischer', 'Fitzgerald', 'Flores', 'Foster', 'Garcia', 'Gomez', 'Gonzalez', 'Graham', 'Green',
  'Gupta', 'Hall', 'Harris', 'Hayes', 'Henderson', 'Hernandez', 'Hoang', 'Holmes', 'Howard', 'Hughes',
  'Jackson', 'James', 'Jenkins', 'Johnson', 'Jones', 'Kaur', 'Kelly', 'Khan', 'Kowalski', 'Lee',
  'Lewis', 'Lopez', 'Marshall', 'Martin', 'Martinez', 'McCarthy', 'Mendoza', 'Miller', 'Mitchell', 'Moore',
  'Morales', 'Morgan', 'Murphy', 'Nakamura', 'Nelson', 'Nguyen', 'Novak', "O'Brien", 'Olsen', 'Ortiz',
  'Owens', 'Patel', 'Perez', 'Peterson', 'Phillips', 'Powell', 'Price', 'Ramirez', 'Ramos', 'Reddy',
  'Reyes', 'Richardson', 'Roberts', 'Robinson', 'Rodriguez', 'Ross', 'Russell', 'Sanchez', 'Sanders', 'Schmidt',
  'Scott', 'Shah', 'Silva', 'Simmons', 'Singh', 'Stewart', 'Sullivan', 'Tanaka', 'Taylor', 'Thompson',
  'Torres', 'Tran', 'Turner', 'Vasquez', 'Walker', 'Wallace', 'Washington', 'Watson', 'White', 'Williams',
  'Wilson', 'Wong', 'Wright', 'Yamamoto', 'Young', 'Zhang',
] as const;

/** Middle names are mostly recorded as an initial, as on PIV cards. */
export const MIDDLE_INITIALS = 'ABCDEFGHJKLMNPRSTW'.split('');

export const TENANT_TITLES = [
  'Deputy CISO', 'Information System Security Officer',
  'Information System Security Manager', 'Network Security Engineer', 'DNS Administrator',
  'SOC Analyst', 'Senior SOC Analyst', 'Incident Response Lead', 'Cyber Threat Intelligence Analyst',
  'Network Operations Specialist', 'Systems Administrator', 'IT Specialist (INFOSEC)', 'IT Specialist (NETWORK)',
  'Enterprise Architect', 'Cybersecurity Program Manager', 'Help Desk Supervisor', 'Compliance Analyst',
  'Contractor, Network Operations', 'Contractor, Security Operations Center',
] as const;

export const SERVICE_TITLES = [
  'Protective DNS Operations Lead', 'Service Reliability Engineer', 'Threat Intelligence Analyst',
  'Customer Onboarding Specialist', 'Policy Operations Analyst', 'Federal Customer Liaison',
  'Security Operations Engineer', 'Identity and Access Specialist', 'Reporting and Metrics Analyst',
  'Platform Engineer', 'Program Analyst', 'Exclusion Zone Coordinator',
] as const;
