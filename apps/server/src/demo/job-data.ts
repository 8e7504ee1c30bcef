// The demo company's jobs (SRV-4): a utility and civil contractor working around Portland,
// Oregon. Pure data, generated deterministically from a few pools so every start seeds the same
// company; times are relative to the first seed so the dashboard's "this week" has something.

export const NOTE_TYPES = ['General', 'Safety', 'Delay', 'Material', 'Inspection'] as const;
export const ER_WORK_TYPES = ['Water main break', 'Gas leak', 'Sewer backup', 'Storm damage', 'Downed pole'];
export const EVENT_TYPES = [
  'Mobilize',
  'Excavation',
  'Installation',
  'Restoration',
  'Inspection',
  'Demobilize',
];
/** UX-1: the demo's event types in Spanish (the name a job event stores stays the English one). */
export const DEMO_EVENT_TYPES_ES: Readonly<Record<string, string>> = {
  Mobilize: 'Movilización',
  Excavation: 'Excavación',
  Installation: 'Instalación',
  Restoration: 'Restauración',
  Inspection: 'Inspección',
  Demobilize: 'Desmovilización',
};

/** Foremen who have no sign-in account: they only appear in lookups and on jobs. */
export const OTHER_FOREMEN = [
  { name: 'Dana Diaz', local: 'dana.diaz', role: 'foreman' },
  { name: 'Miguel Ortiz', local: 'miguel.ortiz', role: 'foreman' },
  { name: 'Hank Holloway', local: 'hank.holloway', role: 'generalForeman' },
] as const;

const CITIES = [
  {
    city: 'Portland',
    lat: 45.5152,
    lng: -122.6784,
    streets: ['SE Division St', 'NE Sandy Blvd', 'N Lombard St', 'SE Hawthorne Blvd'],
  },
  {
    city: 'Beaverton',
    lat: 45.4871,
    lng: -122.8037,
    streets: ['SW Canyon Rd', 'SW Allen Blvd', 'SW Murray Blvd'],
  },
  {
    city: 'Hillsboro',
    lat: 45.5229,
    lng: -122.9898,
    streets: ['NE Cornell Rd', 'SE Baseline St', 'NW 185th Ave'],
  },
  {
    city: 'Gresham',
    lat: 45.4984,
    lng: -122.4302,
    streets: ['NE Burnside Rd', 'SE Stark St', 'NE Division St'],
  },
  {
    city: 'Lake Oswego',
    lat: 45.4207,
    lng: -122.6706,
    streets: ['Boones Ferry Rd', 'Country Club Rd', 'McVey Ave'],
  },
  {
    city: 'Tigard',
    lat: 45.4312,
    lng: -122.7715,
    streets: ['SW Pacific Hwy', 'SW Hall Blvd', 'SW Greenburg Rd'],
  },
  {
    city: 'Milwaukie',
    lat: 45.4462,
    lng: -122.6393,
    streets: ['SE King Rd', 'SE Harrison St', 'SE Lake Rd'],
  },
  {
    city: 'Tualatin',
    lat: 45.384,
    lng: -122.764,
    streets: ['SW Tualatin-Sherwood Rd', 'SW Boones Ferry Rd'],
  },
];

const WORK_TYPES = [
  ['Water main replacement', 'Replace 8" cast iron main with ductile iron, reconnect services'],
  ['Gas service renewal', 'Renew steel service lines to PE, new risers and meter sets'],
  ['Storm drain repair', 'Excavate and replace collapsed 12" storm pipe, restore catch basins'],
  ['Sewer lateral replacement', 'Replace failed laterals from main to property line'],
  ['Fiber conduit installation', 'Directional bore 2x2" conduit, set handholes every 500 ft'],
  ['Hydrant replacement', 'Replace hydrants and isolation valves, flush and test'],
  ['Utility pole replacement', 'Set new Class 3 poles, transfer attachments, remove old poles'],
  ['Pavement restoration', 'Saw-cut, base repair and AC patch over utility trenches'],
] as const;

const NOTE_TEXTS: Record<(typeof NOTE_TYPES)[number], string[]> = {
  General: [
    'Crew on site at 07:00, traffic control set up.',
    'Met the property owner; access to the rear yard agreed.',
    'Locates confirmed, all marks visible.',
  ],
  Safety: [
    'Tailgate meeting held: trench shoring and overhead lines.',
    'Trench over 5 ft: shoring box in place before entry.',
    'Flagger needed on the east approach tomorrow.',
  ],
  Delay: [
    'Waiting on the city inspector; lost two hours.',
    'Rain stopped paving, rescheduled for Thursday.',
    'Unmarked gas line found, work stopped until locate.',
  ],
  Material: [
    'Short four 8" MJ fittings, ordered from the yard.',
    'Backfill rock delivered, 3 loads.',
    'Need 200 ft of tracer wire for the bore.',
  ],
  Inspection: [
    'Pressure test passed at 150 psi for 2 hours.',
    'Inspector signed off the trench compaction.',
    'Bacteria samples taken, results due Monday.',
  ],
};

export interface DemoJob {
  /** Regular jobs have a fixed number; emergency jobs get theirs from the ER counter. */
  jobNumber: string | null;
  address1: string;
  city: string;
  latitude: number;
  longitude: number;
  workType: string;
  workDescription: string;
  isEmergency: boolean;
  closed: boolean;
  /** 'frank' (the demo foreman) or an index into OTHER_FOREMEN. */
  foreman: 'frank' | number;
  /** Whether Carlos Crew is on the crew. */
  withCarlos: boolean;
  /** Hours before the seed. */
  createdHoursAgo: number;
  sites: { locationNumber: string; address1: string; latitude: number; longitude: number }[];
  notes: { noteType: (typeof NOTE_TYPES)[number]; text: string; hoursAgo: number; author: number }[];
  /** Days relative to the seed, for the foreman calendar. */
  events: { eventType: string; startDay: number; endDay: number }[];
}

export const DEMO_JOB_COUNT = 40;
const EMERGENCY = new Set([3, 9, 20, 27]);
const CLOSED = new Set([14, 22, 31, 38]);

export function demoJobs(): DemoJob[] {
  return Array.from({ length: DEMO_JOB_COUNT }, (_, i): DemoJob => {
    const place = CITIES[i % CITIES.length]!;
    const street = place.streets[i % place.streets.length]!;
    const house = 1200 + ((i * 337) % 8800);
    const latitude = Number((place.lat + (((i * 7) % 13) - 6) * 0.004).toFixed(6));
    const longitude = Number((place.lng + (((i * 5) % 11) - 5) * 0.005).toFixed(6));
    const emergency = EMERGENCY.has(i);
    const [workType, workDescription] = emergency
      ? [
          ER_WORK_TYPES[i % ER_WORK_TYPES.length]!,
          `Emergency response: ${ER_WORK_TYPES[i % ER_WORK_TYPES.length]!.toLowerCase()}`,
        ]
      : WORK_TYPES[i % WORK_TYPES.length]!;
    const frank = i < 15;
    const createdHoursAgo = emergency ? 12 + i * 2 : 24 * (120 - i * 3);
    return {
      jobNumber: emergency ? null : `J-${4101 + i}`,
      address1: `${house} ${street}`,
      city: place.city,
      latitude,
      longitude,
      workType,
      workDescription,
      isEmergency: emergency,
      closed: CLOSED.has(i),
      foreman: frank ? 'frank' : i % OTHER_FOREMEN.length,
      withCarlos: i < 8,
      createdHoursAgo,
      sites: Array.from({ length: 1 + (i % 3) }, (_, k) => ({
        locationNumber: String(k + 1),
        address1: `${house + k * 20} ${street}`,
        latitude: Number((latitude + k * 0.0008).toFixed(6)),
        longitude: Number((longitude + k * 0.0006).toFixed(6)),
      })),
      notes: Array.from({ length: 1 + (i % 4) }, (_, k) => {
        const noteType = NOTE_TYPES[(i + k) % NOTE_TYPES.length]!;
        const texts = NOTE_TEXTS[noteType];
        // The newest note of every third job is from today.
        const hoursAgo = k === 0 && i % 3 === 0 ? 1 + (i % 5) : Math.min(createdHoursAgo - 1, 6 + k * 30 + i);
        return { noteType, text: texts[(i + k) % texts.length]!, hoursAgo, author: (i + k) % 4 };
      }),
      events:
        frank || i % 5 === 0
          ? [
              { eventType: 'Mobilize', startDay: (i % 7) - 3, endDay: (i % 7) - 3 },
              { eventType: EVENT_TYPES[1 + (i % 3)]!, startDay: (i % 7) - 2, endDay: (i % 7) + 2 },
            ]
          : [],
    };
  });
}
