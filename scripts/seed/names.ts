/**
 * Name banks for attorneys. Common names come first (drawn Zipf-like) so that, as in a
 * real directory, several "Michael Smith"s exist while usernames and slugs stay unique.
 * The tables are kept packed (prettier-ignore): one name per line would triple the file.
 */
// prettier-ignore
export const FIRST_NAMES: readonly string[] = [
  'Michael', 'David', 'John', 'James', 'Robert', 'Jennifer', 'William', 'Mark', 'Richard', 'Daniel',
  'Thomas', 'Susan', 'Steven', 'Paul', 'Lisa', 'Christopher', 'Elizabeth', 'Joseph', 'Karen', 'Brian',
  'Mary', 'Jeffrey', 'Kevin', 'Michelle', 'Scott', 'Patricia', 'Matthew', 'Laura', 'Andrew', 'Jessica',
  'Timothy', 'Sarah', 'Jason', 'Kimberly', 'Gregory', 'Amy', 'Eric', 'Rebecca', 'Stephen', 'Angela',
  'Anthony', 'Melissa', 'Kenneth', 'Stephanie', 'Peter', 'Nicole', 'Charles', 'Heather', 'Douglas', 'Rachel',
  'Jonathan', 'Amanda', 'Benjamin', 'Julie', 'Joshua', 'Christine', 'Ryan', 'Catherine', 'Adam', 'Deborah',
  'Edward', 'Maria', 'Gary', 'Katherine', 'Alan', 'Andrea', 'Frank', 'Diane', 'Bruce', 'Emily',
  'Samuel', 'Anna', 'Aaron', 'Victoria', 'Nathan', 'Allison', 'Raymond', 'Carolyn', 'Carlos', 'Monica',
  'Jose', 'Veronica', 'Luis', 'Gabriela', 'Miguel', 'Sofia', 'Antonio', 'Elena', 'Ahmed', 'Fatima',
  'Omar', 'Leila', 'Raj', 'Priya', 'Vikram', 'Anjali', 'Wei', 'Mei', 'Hiroshi', 'Yuki',
  'Dmitri', 'Natalia', 'Olumide', 'Ngozi', 'Kwame', 'Ama', 'Sean', 'Siobhan', 'Liam', 'Aisling',
  'Marcus', 'Tanya', 'Derek', 'Keisha', 'Trevor', 'Monique', 'Vincent', 'Colleen', 'Philip', 'Gina',
  'Howard', 'Renee', 'Russell', 'Wendy', 'Neil', 'Tamara', 'Gordon', 'Lorraine', 'Harold', 'Joanne',
  'Evan', 'Dana', 'Craig', 'Kristin', 'Adrian', 'Lauren', 'Spencer', 'Hannah', 'Grant', 'Olivia',
  'Isaac', 'Naomi', 'Elliot', 'Miriam', 'Felix', 'Ruth', 'Theodore', 'Claire', 'Dominic', 'Vanessa',
];

/** First names above that are usually women's; the rest are usually men's, but for DUAL. */
// prettier-ignore
const WOMENS_NAMES = new Set([
  'Jennifer', 'Susan', 'Lisa', 'Elizabeth', 'Karen', 'Mary', 'Michelle', 'Patricia', 'Laura', 'Jessica', 'Sarah',
  'Kimberly', 'Amy', 'Rebecca', 'Angela', 'Melissa', 'Stephanie', 'Nicole', 'Heather', 'Rachel', 'Amanda', 'Julie',
  'Christine', 'Catherine', 'Deborah', 'Maria', 'Katherine', 'Andrea', 'Diane', 'Emily', 'Anna', 'Victoria', 'Allison',
  'Carolyn', 'Monica', 'Veronica', 'Gabriela', 'Sofia', 'Elena', 'Fatima', 'Leila', 'Priya', 'Anjali', 'Mei', 'Yuki',
  'Natalia', 'Ngozi', 'Ama', 'Siobhan', 'Aisling', 'Tanya', 'Keisha', 'Monique', 'Colleen', 'Gina', 'Renee', 'Wendy',
  'Tamara', 'Lorraine', 'Joanne', 'Kristin', 'Lauren', 'Hannah', 'Olivia', 'Naomi', 'Miriam', 'Ruth', 'Claire', 'Vanessa',
]);
/** Names given to women and men alike. */
const DUAL_NAMES = new Set(['Dana']);

/** The usual gender of a first name of FIRST_NAMES, or null when it is given to both. */
export function usualGender(first: string): 'woman' | 'man' | null {
  if (DUAL_NAMES.has(first)) return null;
  return WOMENS_NAMES.has(first) ? 'woman' : 'man';
}

// prettier-ignore
export const LAST_NAMES: readonly string[] = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes',
  'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper',
  'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson',
  'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes',
  'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez',
  'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Bell', 'Coleman', 'Butler', 'Henderson', 'Barnes',
  'Gonzales', 'Fisher', 'Vasquez', 'Simmons', 'Romero', 'Jordan', 'Patterson', 'Alexander', 'Hamilton', 'Graham',
  'Reynolds', 'Griffin', 'Wallace', 'Moreno', 'West', 'Cole', 'Hayes', 'Bryant', 'Herrera', 'Gibson',
  'Ellis', 'Tran', 'Medina', 'Aguilar', 'Stevens', 'Murray', 'Ford', 'Castro', 'Marshall', 'Owens',
  'Harrison', 'Fernandez', 'McDonald', 'Woods', 'Washington', 'Kennedy', 'Wells', 'Vargas', 'Henry', 'Chen',
  'Freeman', 'Webb', 'Tucker', 'Guzman', 'Burns', 'Crawford', 'Olson', 'Simpson', 'Porter', 'Hunter',
  'Gordon', 'Mendez', 'Silva', 'Shaw', 'Snyder', 'Mason', 'Dixon', 'Munoz', 'Hunt', 'Hicks',
  'Holmes', 'Palmer', 'Wagner', 'Black', 'Robertson', 'Boyd', 'Rose', 'Stone', 'Salazar', 'Fox',
  'Warren', 'Mills', 'Meyer', 'Rice', 'Schmidt', 'Garza', 'Daniels', 'Ferguson', 'Nichols', 'Stephens',
  'Goldberg', 'Rosenthal', 'Kaplan', 'Shapiro', 'Weiss', 'O\'Brien', 'O\'Connor', 'Fitzgerald', 'Kowalski', 'Novak',
  'Singh', 'Shah', 'Gupta', 'Wang', 'Zhang', 'Liu', 'Yamamoto', 'Tanaka', 'Park', 'Choi',
  'Okafor', 'Adeyemi', 'Mensah', 'Haddad', 'Khalil', 'Rahman', 'Petrov', 'Ivanova', 'Rossi', 'Bianchi',
];

export const MIDDLE_INITIALS: readonly string[] = 'ABCDEFGHJKLMNPRSTW'.split('');

/** Firm name patterns; {last} and {last2} are partners' surnames, {city} the office city. */
export const FIRM_PATTERNS: readonly string[] = [
  'Law Office of {first} {last}',
  '{last} Law Group',
  '{last} & {last2}, LLP',
  '{last} Legal, PLLC',
  '{last}, {last2} & Associates',
  '{city} {area} Attorneys',
  '{last} & Associates, P.C.',
  'The {last} Firm',
  '{last} {area} Law',
  '{last2} {last} LLC',
];
