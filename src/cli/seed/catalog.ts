/**
 * The words of the demo data. Websites live under example.org (reserved for examples), so
 * no link in the demo points at a real congregation.
 */

export interface ChurchEntry {
  name: string;
  city: string;
  state: string;
  country: string;
  slug: string;
  description: string;
}

export const CHURCHES: ChurchEntry[] = [
  { name: 'Grace Community Church', city: 'Austin', state: 'TX', country: 'US', slug: 'gracecommunity-austin', description: 'A neighborhood church near downtown Austin with Sunday services at 9:00 and 11:00 and a busy food pantry.' },
  { name: 'First Baptist Church of Nashville', city: 'Nashville', state: 'TN', country: 'US', slug: 'firstbaptist-nashville', description: 'Worship, music and fellowship in the heart of Music City since 1820.' },
  { name: "St. Mark's Episcopal Church", city: 'Seattle', state: 'WA', country: 'US', slug: 'stmarks-seattle', description: 'An inclusive Episcopal parish on Capitol Hill, known for its choir and evening Compline.' },
  { name: 'New Hope Fellowship', city: 'Denver', state: 'CO', country: 'US', slug: 'newhope-denver', description: 'A young, growing congregation that meets in a renovated warehouse in RiNo.' },
  { name: 'Redeemer Presbyterian Church', city: 'Portland', state: 'OR', country: 'US', slug: 'redeemer-portland', description: 'Reformed worship, thoughtful preaching and a heart for the city of Portland.' },
  { name: 'Cornerstone Bible Church', city: 'Phoenix', state: 'AZ', country: 'US', slug: 'cornerstone-phoenix', description: 'Verse-by-verse Bible teaching, family ministries and Wednesday night suppers.' },
  { name: 'Living Waters Church', city: 'San Diego', state: 'CA', country: 'US', slug: 'livingwaters-sandiego', description: 'A bilingual English–Spanish church serving families in Chula Vista and National City.' },
  { name: 'Trinity Lutheran Church', city: 'Minneapolis', state: 'MN', country: 'US', slug: 'trinitylutheran-mpls', description: 'A liturgical Lutheran congregation with a preschool and a refugee resettlement ministry.' },
  { name: 'Hope City Church', city: 'Atlanta', state: 'GA', country: 'US', slug: 'hopecity-atlanta', description: 'Multi-ethnic worship and community groups across metro Atlanta.' },
  { name: "St. Patrick's Catholic Parish", city: 'Boston', state: 'MA', country: 'US', slug: 'stpatricks-boston', description: 'Daily Mass, a parish school and a long tradition of serving Roxbury.' },
  { name: 'Calvary Chapel Riverside', city: 'Riverside', state: 'CA', country: 'US', slug: 'calvarychapel-riverside', description: 'Simple teaching of the Bible, contemporary worship and a strong youth ministry.' },
  { name: 'Bethel AME Church', city: 'Baltimore', state: 'MD', country: 'US', slug: 'bethelame-baltimore', description: 'A historic African Methodist Episcopal congregation rooted in community and justice.' },
  { name: 'Christ the King Lutheran Church', city: 'Madison', state: 'WI', country: 'US', slug: 'christtheking-madison', description: 'Campus ministry, a community garden and contemplative Thursday evening services.' },
  { name: 'Harvest Community Church', city: 'Omaha', state: 'NE', country: 'US', slug: 'harvest-omaha', description: 'A family church with a Saturday farmers-market outreach and recovery ministries.' },
  { name: 'Mosaic Church', city: 'Chicago', state: 'IL', country: 'US', slug: 'mosaic-chicago', description: 'Many neighborhoods, one church: three congregations across the north side of Chicago.' },
  { name: 'Crossroads Fellowship', city: 'Raleigh', state: 'NC', country: 'US', slug: 'crossroads-raleigh', description: 'Casual, welcoming and practical, with a large children’s ministry on Sunday mornings.' },
  { name: 'Good Shepherd Methodist Church', city: 'Columbus', state: 'OH', country: 'US', slug: 'goodshepherd-columbus', description: 'United Methodist worship, a free clinic on Tuesdays and an active senior fellowship.' },
  { name: 'Lakeside Chapel', city: 'Burlington', state: 'VT', country: 'US', slug: 'lakesidechapel-burlington', description: 'A small chapel on Lake Champlain with a Sunday service, a soup kitchen and a book club.' },
  { name: 'Riverbend Church', city: 'Kansas City', state: 'MO', country: 'US', slug: 'riverbend-kc', description: 'Worship, small groups and a mentoring program for students in Kansas City schools.' },
  { name: 'Sojourn Community Church', city: 'Louisville', state: 'KY', country: 'US', slug: 'sojourn-louisville', description: 'A church for the city of Louisville, gathering in Germantown and the Highlands.' },
  { name: 'Evangelische Kreuzkirche', city: 'Munich', state: 'Bavaria', country: 'DE', slug: 'kreuzkirche-muenchen', description: 'Evangelical Lutheran parish in Schwabing with an English-language service every second Sunday.' },
  { name: 'Hoffnungskirche Berlin', city: 'Berlin', state: 'Berlin', country: 'DE', slug: 'hoffnungskirche-berlin', description: 'A free church in Kreuzberg: worship, a café for neighbours and German classes for newcomers.' },
  { name: "St. Columba's Church", city: 'Dublin', state: 'Leinster', country: 'IE', slug: 'stcolumbas-dublin', description: 'A Church of Ireland parish with choral evensong and a weekly homework club.' },
  { name: 'Nieuwe Hoop Gemeente', city: 'Utrecht', state: 'Utrecht', country: 'NL', slug: 'nieuwehoop-utrecht', description: 'A student-friendly congregation near the Dom, with services in Dutch and English.' },
  { name: 'Église Protestante Saint-Jean', city: 'Lyon', state: 'Auvergne-Rhône-Alpes', country: 'FR', slug: 'saintjean-lyon', description: 'A Protestant parish on the Presqu’île: worship, concerts and support for students.' },
  { name: 'Comunità Cristiana Emmanuel', city: 'Milan', state: 'Lombardy', country: 'IT', slug: 'emmanuel-milano', description: 'An evangelical community in Milan with Italian and English worship and a food bank.' },
  { name: "St. Aidan's Parish Church", city: 'Leeds', state: 'England', country: 'GB', slug: 'staidans-leeds', description: 'A Church of England parish in Harehills with a community pantry and toddler group.' },
  { name: 'Holy Trinity Fellowship', city: 'Edinburgh', state: 'Scotland', country: 'GB', slug: 'holytrinity-edinburgh', description: 'A Bible-teaching church in Leith with a Sunday lunch for anyone who comes.' },
];

/** The currency gifts to a church are made in, by the church's country. */
export function currencyOf(country: string): string {
  if (country === 'US') return 'USD';
  if (country === 'GB') return 'GBP';
  return 'EUR';
}

export const GIVEN_NAMES = [
  'Mary', 'James', 'Grace', 'David', 'Sarah', 'Michael', 'Hannah', 'Daniel', 'Ruth', 'Samuel',
  'Esther', 'Joseph', 'Abigail', 'Matthew', 'Naomi', 'Andrew', 'Lydia', 'Peter', 'Rebecca', 'John',
  'Chloe', 'Marcus', 'Priya', 'Tomás', 'Aoife', 'Lukas', 'Sanne', 'Camille', 'Giulia', 'Kwame',
  'Mei', 'Isaiah', 'Olivia', 'Ethan', 'Sofia', 'Noah', 'Amara', 'Caleb', 'Elena', 'Gabriel',
];

export const FAMILY_NAMES = [
  'Johnson', 'Williams', 'Brown', 'Garcia', 'Miller', 'Davis', 'Martinez', 'Wilson', 'Anderson', 'Thomas',
  'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis',
  'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Nguyen', 'Okafor', 'Byrne',
  'Schneider', 'de Vries', 'Laurent', 'Romano', 'Mensah', 'Chen', 'Patel', 'Kowalski', 'Hughes', 'Reyes',
];

export interface EventEntry {
  title: string;
  description: string;
  location: string;
  hours: number;
}

export const EVENTS: EventEntry[] = [
  { title: 'Community Potluck', description: 'Bring a dish to share and meet your neighbors. Tables, plates and drinks provided.', location: 'Fellowship Hall', hours: 2 },
  { title: 'Youth Night', description: 'Games, pizza and a short talk for students in grades 6–12.', location: 'Youth Room', hours: 2.5 },
  { title: 'Bible Study: The Gospel of John', description: 'A six-week walk through John. Newcomers welcome; bring a Bible or borrow one.', location: 'Room 12', hours: 1.5 },
  { title: 'Food Bank Volunteer Day', description: 'Sort donations and pack grocery boxes for families in our neighborhood.', location: 'Community Food Bank', hours: 4 },
  { title: 'Marriage Enrichment Workshop', description: 'A morning for couples: communication, conflict and keeping faith together.', location: 'Main Sanctuary', hours: 3 },
  { title: 'Worship Concert', description: 'The choir and band present songs old and new. Free entry; donations welcome.', location: 'Main Sanctuary', hours: 2 },
  { title: "Men's Breakfast", description: 'Pancakes, coffee and an honest conversation about work and faith.', location: 'Fellowship Hall', hours: 1.5 },
  { title: "Women's Retreat Info Evening", description: 'Hear about this year’s retreat, meet the team and sign up.', location: 'Café', hours: 1.5 },
  { title: 'Newcomers Lunch', description: 'New here? Join the pastors for lunch and find out how to get involved.', location: 'Pastor’s Residence', hours: 2 },
  { title: 'Prayer and Worship Night', description: 'An evening of songs, silence and prayer for our city.', location: 'Main Sanctuary', hours: 2 },
  { title: 'Baptism Sunday', description: 'Celebrate with those being baptized. Family and friends welcome.', location: 'Church Lawn', hours: 2 },
  { title: 'Mission Trip Information Night', description: 'Plans, costs and dates for this summer’s trip. Parents of students especially welcome.', location: 'Room 4', hours: 1 },
  { title: 'Parenting Teens Seminar', description: 'A counselor and two parents share what helps when teenagers struggle.', location: 'Room 12', hours: 2 },
  { title: 'Community Clean-Up', description: 'Gloves and bags provided. We finish with lunch in the park.', location: 'Riverside Park', hours: 3 },
  { title: 'Choir Open Rehearsal', description: 'Try out singing with the choir, no audition needed.', location: 'Music Room', hours: 1.5 },
  { title: 'Financial Peace Workshop', description: 'Budgeting, debt and generosity: a practical evening with worksheets to take home.', location: 'Fellowship Hall', hours: 2 },
];

export const EVENT_START_HOURS = [9, 10, 11, 14, 18, 19];

export interface GroupEntry {
  name: string;
  description: string;
  schedule: string;
  location: string;
}

export const GROUPS: GroupEntry[] = [
  { name: 'Young Adults', description: 'People in their twenties and thirties: dinner, discussion and friendship.', schedule: 'Tuesdays 19:00', location: 'Café' },
  { name: "Men's Bible Study", description: 'An early start with coffee and a chapter of Scripture.', schedule: 'Saturdays 07:30', location: 'Room 3' },
  { name: 'Moms & Tots', description: 'Play time for little ones and conversation for parents.', schedule: 'Thursdays 10:00', location: 'Nursery' },
  { name: 'Alpha Course', description: 'Exploring the Christian faith over a meal, with room for every question.', schedule: 'Wednesdays 18:30', location: 'Fellowship Hall' },
  { name: 'Worship Team', description: 'Musicians and singers who lead Sunday worship.', schedule: 'Thursdays 19:30', location: 'Main Sanctuary' },
  { name: 'Grief Support', description: 'A safe place for anyone who has lost someone they love.', schedule: 'Every other Monday 18:00', location: 'Library' },
  { name: "Seniors' Fellowship", description: 'Lunch, hymns and a short devotion.', schedule: 'First Friday of the month 12:00', location: 'Fellowship Hall' },
  { name: 'Couples Connect', description: 'Married and engaged couples meeting in homes.', schedule: 'Every other Friday 19:00', location: 'Host homes' },
  { name: 'Recovery Group', description: 'A twelve-step group for anyone seeking freedom from addiction.', schedule: 'Mondays 19:00', location: 'Room 12' },
  { name: 'Book Club', description: 'One book a month, from classics to new releases.', schedule: 'Last Sunday of the month 16:00', location: 'Library' },
  { name: "Women's Prayer Circle", description: 'Praying together for our families, church and city.', schedule: 'Wednesdays 09:30', location: 'Chapel' },
  { name: 'Students', description: 'High-school students: games, worship and small-group discussion.', schedule: 'Fridays 18:30', location: 'Youth Room' },
];

export const PRAYERS: string[] = [
  "Please pray for my mother's recovery after her hip surgery next week.",
  'Pray for our youth group as they prepare for the mission trip this summer.',
  'I lost my job last month. Praying for wisdom and a new opportunity.',
  'For peace in our family during a difficult season.',
  'Please pray for my son, who starts college far from home this fall.',
  'Pray for the families affected by the flooding in our area.',
  'My father was diagnosed with cancer. Pray for strength for him and for us.',
  'Thanksgiving: our daughter was born healthy last week!',
  'For our church’s food pantry, that we can meet the growing need this winter.',
  'Pray for my marriage. We are going through counseling and need hope.',
  'For a friend struggling with depression, that she would not feel alone.',
  'Please pray for safe travels as we move across the country.',
  'Pray for the teachers and students at our local elementary school.',
  'I am facing a big decision about my career. Praying for clarity.',
  'For my grandmother in hospice, that her last days are peaceful.',
  'Pray for our pastors and their families, that they would rest well.',
  'For the refugees our church is welcoming this month.',
  'Pray for healing from a long illness that doctors cannot explain.',
  'For my brother, who has been sober for six months. Pray it lasts.',
  'Pray for our new building project and for wisdom with the finances.',
  'Please pray for my exams next week.',
  'For reconciliation with my sister after years of not speaking.',
  'Pray for the neighborhood outreach on Saturday.',
  'For a couple in our group who are hoping to adopt.',
  'Pray for everyone in our neighborhood who is lonely.',
  'Please pray for our small business through a slow season.',
  'For my friend’s surgery on Thursday, and for the doctors.',
  'Pray for our city council and those who serve in local government.',
];

export const FUNDS = ['General', 'Missions', 'Building', 'Youth'] as const;

export const METHODS = ['card', 'card', 'card', 'bank_transfer', 'bank_transfer', 'cash'] as const;
