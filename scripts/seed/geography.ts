/**
 * Where questions and attorneys come from: US states weighted by population (2020 census,
 * millions) with a few real cities each, and the foreign countries that show up in the
 * archive, weighted by how often they ask. Codes match app/domain/reference/places.ts.
 */
export interface StateGeography {
  readonly code: string;
  readonly population: number;
  readonly cities: readonly string[];
}

export const STATE_GEOGRAPHY: readonly StateGeography[] = [
  {
    code: 'CA',
    population: 39.5,
    cities: [
      'Los Angeles',
      'San Diego',
      'San Jose',
      'San Francisco',
      'Fresno',
      'Sacramento',
      'Oakland',
      'Riverside',
      'Irvine',
      'Bakersfield',
    ],
  },
  {
    code: 'TX',
    population: 29.1,
    cities: ['Houston', 'San Antonio', 'Dallas', 'Austin', 'Fort Worth', 'El Paso', 'Arlington', 'Plano', 'Lubbock'],
  },
  {
    code: 'FL',
    population: 21.5,
    cities: [
      'Jacksonville',
      'Miami',
      'Tampa',
      'Orlando',
      'St. Petersburg',
      'Fort Lauderdale',
      'Tallahassee',
      'Boca Raton',
    ],
  },
  {
    code: 'NY',
    population: 20.2,
    cities: ['New York', 'Brooklyn', 'Buffalo', 'Rochester', 'Yonkers', 'Syracuse', 'Albany', 'White Plains'],
  },
  {
    code: 'PA',
    population: 13.0,
    cities: ['Philadelphia', 'Pittsburgh', 'Allentown', 'Erie', 'Harrisburg', 'Scranton'],
  },
  { code: 'IL', population: 12.8, cities: ['Chicago', 'Aurora', 'Naperville', 'Joliet', 'Rockford', 'Springfield'] },
  { code: 'OH', population: 11.8, cities: ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo', 'Akron', 'Dayton'] },
  { code: 'GA', population: 10.7, cities: ['Atlanta', 'Augusta', 'Columbus', 'Savannah', 'Athens', 'Macon'] },
  {
    code: 'NC',
    population: 10.4,
    cities: ['Charlotte', 'Raleigh', 'Greensboro', 'Durham', 'Winston-Salem', 'Wilmington'],
  },
  { code: 'MI', population: 10.1, cities: ['Detroit', 'Grand Rapids', 'Warren', 'Lansing', 'Ann Arbor', 'Flint'] },
  { code: 'NJ', population: 9.3, cities: ['Newark', 'Jersey City', 'Paterson', 'Trenton', 'Camden', 'Hackensack'] },
  {
    code: 'VA',
    population: 8.6,
    cities: ['Virginia Beach', 'Richmond', 'Norfolk', 'Arlington', 'Alexandria', 'Roanoke'],
  },
  { code: 'WA', population: 7.7, cities: ['Seattle', 'Spokane', 'Tacoma', 'Vancouver', 'Bellevue', 'Everett'] },
  { code: 'AZ', population: 7.2, cities: ['Phoenix', 'Tucson', 'Mesa', 'Scottsdale', 'Chandler', 'Flagstaff'] },
  { code: 'MA', population: 7.0, cities: ['Boston', 'Worcester', 'Springfield', 'Cambridge', 'Lowell', 'Quincy'] },
  { code: 'TN', population: 6.9, cities: ['Nashville', 'Memphis', 'Knoxville', 'Chattanooga', 'Clarksville'] },
  { code: 'IN', population: 6.8, cities: ['Indianapolis', 'Fort Wayne', 'Evansville', 'South Bend', 'Bloomington'] },
  { code: 'MD', population: 6.2, cities: ['Baltimore', 'Rockville', 'Frederick', 'Annapolis', 'Silver Spring'] },
  { code: 'MO', population: 6.2, cities: ['Kansas City', 'St. Louis', 'Springfield', 'Columbia', 'Independence'] },
  { code: 'WI', population: 5.9, cities: ['Milwaukee', 'Madison', 'Green Bay', 'Kenosha', 'Racine'] },
  { code: 'CO', population: 5.8, cities: ['Denver', 'Colorado Springs', 'Aurora', 'Fort Collins', 'Boulder'] },
  { code: 'MN', population: 5.7, cities: ['Minneapolis', 'St. Paul', 'Rochester', 'Duluth', 'Bloomington'] },
  { code: 'SC', population: 5.1, cities: ['Columbia', 'Charleston', 'Greenville', 'Myrtle Beach', 'Spartanburg'] },
  { code: 'AL', population: 5.0, cities: ['Birmingham', 'Montgomery', 'Huntsville', 'Mobile', 'Tuscaloosa'] },
  { code: 'LA', population: 4.7, cities: ['New Orleans', 'Baton Rouge', 'Shreveport', 'Lafayette', 'Lake Charles'] },
  { code: 'KY', population: 4.5, cities: ['Louisville', 'Lexington', 'Bowling Green', 'Covington'] },
  { code: 'OR', population: 4.2, cities: ['Portland', 'Salem', 'Eugene', 'Bend', 'Medford'] },
  { code: 'OK', population: 4.0, cities: ['Oklahoma City', 'Tulsa', 'Norman', 'Lawton'] },
  { code: 'CT', population: 3.6, cities: ['Bridgeport', 'New Haven', 'Hartford', 'Stamford', 'Waterbury'] },
  { code: 'UT', population: 3.3, cities: ['Salt Lake City', 'Provo', 'West Valley City', 'Ogden', 'St. George'] },
  { code: 'IA', population: 3.2, cities: ['Des Moines', 'Cedar Rapids', 'Davenport', 'Iowa City'] },
  { code: 'NV', population: 3.1, cities: ['Las Vegas', 'Henderson', 'Reno', 'Carson City'] },
  { code: 'AR', population: 3.0, cities: ['Little Rock', 'Fayetteville', 'Fort Smith', 'Jonesboro'] },
  { code: 'MS', population: 3.0, cities: ['Jackson', 'Gulfport', 'Hattiesburg', 'Biloxi'] },
  { code: 'KS', population: 2.9, cities: ['Wichita', 'Overland Park', 'Kansas City', 'Topeka'] },
  { code: 'NM', population: 2.1, cities: ['Albuquerque', 'Las Cruces', 'Santa Fe', 'Roswell'] },
  { code: 'NE', population: 2.0, cities: ['Omaha', 'Lincoln', 'Bellevue', 'Grand Island'] },
  { code: 'ID', population: 1.8, cities: ['Boise', 'Meridian', 'Nampa', 'Idaho Falls'] },
  { code: 'WV', population: 1.8, cities: ['Charleston', 'Huntington', 'Morgantown', 'Parkersburg'] },
  { code: 'HI', population: 1.5, cities: ['Honolulu', 'Hilo', 'Kailua', 'Kahului'] },
  { code: 'NH', population: 1.4, cities: ['Manchester', 'Nashua', 'Concord', 'Portsmouth'] },
  { code: 'ME', population: 1.4, cities: ['Portland', 'Lewiston', 'Bangor', 'Augusta'] },
  { code: 'RI', population: 1.1, cities: ['Providence', 'Warwick', 'Cranston', 'Newport'] },
  { code: 'MT', population: 1.1, cities: ['Billings', 'Missoula', 'Bozeman', 'Helena'] },
  { code: 'DE', population: 1.0, cities: ['Wilmington', 'Dover', 'Newark'] },
  { code: 'SD', population: 0.9, cities: ['Sioux Falls', 'Rapid City', 'Aberdeen'] },
  { code: 'ND', population: 0.8, cities: ['Fargo', 'Bismarck', 'Grand Forks'] },
  { code: 'AK', population: 0.7, cities: ['Anchorage', 'Fairbanks', 'Juneau'] },
  { code: 'DC', population: 0.7, cities: ['Washington'] },
  { code: 'VT', population: 0.6, cities: ['Burlington', 'Montpelier', 'Rutland'] },
  { code: 'WY', population: 0.6, cities: ['Cheyenne', 'Casper', 'Laramie'] },
];

export interface CountryGeography {
  readonly code: string;
  /** Relative share among foreign questions. */
  readonly weight: number;
  readonly cities: readonly string[];
}

export const FOREIGN_GEOGRAPHY: readonly CountryGeography[] = [
  { code: 'IN', weight: 22, cities: ['Mumbai', 'Delhi', 'Bangalore', 'Hyderabad', 'Chennai', 'Pune'] },
  { code: 'CA', weight: 18, cities: ['Toronto', 'Vancouver', 'Montreal', 'Calgary', 'Ottawa'] },
  { code: 'GB', weight: 14, cities: ['London', 'Manchester', 'Birmingham', 'Leeds', 'Glasgow'] },
  { code: 'AU', weight: 6, cities: ['Sydney', 'Melbourne', 'Brisbane', 'Perth'] },
  { code: 'PH', weight: 6, cities: ['Manila', 'Quezon City', 'Cebu City', 'Davao City'] },
  { code: 'MX', weight: 5, cities: ['Mexico City', 'Guadalajara', 'Monterrey', 'Tijuana'] },
  { code: 'PK', weight: 4, cities: ['Karachi', 'Lahore', 'Islamabad'] },
  { code: 'NG', weight: 4, cities: ['Lagos', 'Abuja', 'Ibadan'] },
  { code: 'DE', weight: 3, cities: ['Berlin', 'Munich', 'Hamburg', 'Frankfurt'] },
  { code: 'AE', weight: 3, cities: ['Dubai', 'Abu Dhabi', 'Sharjah'] },
  { code: 'IE', weight: 2, cities: ['Dublin', 'Cork', 'Galway'] },
  { code: 'CN', weight: 2, cities: ['Shanghai', 'Beijing', 'Shenzhen'] },
  { code: 'IL', weight: 2, cities: ['Tel Aviv', 'Jerusalem', 'Haifa'] },
  { code: 'ZA', weight: 2, cities: ['Johannesburg', 'Cape Town', 'Durban'] },
  { code: 'JM', weight: 2, cities: ['Kingston', 'Montego Bay'] },
  { code: 'BR', weight: 1.5, cities: ['Sao Paulo', 'Rio de Janeiro', 'Brasilia'] },
  { code: 'SG', weight: 1.5, cities: ['Singapore'] },
  { code: 'NZ', weight: 1, cities: ['Auckland', 'Wellington', 'Christchurch'] },
  { code: 'FR', weight: 1, cities: ['Paris', 'Lyon', 'Marseille'] },
  { code: 'KE', weight: 1, cities: ['Nairobi', 'Mombasa'] },
];
