import {
  foldSearchText,
  type CareerApplicationStatus,
  type EmploymentType,
} from '@campus/contracts';
import type { Transaction } from '../../db/database';
import type { DemoPeople } from '../../platform/feature-seed';
import { careerApplications, careerPositions } from './career.tables';

interface DemoPosition {
  title: string;
  team: string;
  location: string;
  employment_type: EmploymentType;
  description: string;
  requirements: string[];
  status: 'open' | 'closed';
}

const demoPositions: DemoPosition[] = [
  {
    title: 'Student developer intern',
    team: 'Platform',
    location: 'Ankara campus, hybrid',
    employment_type: 'internship',
    description:
      'Build features of CampusHub with the platform team two days a week: React pages, API calls and their tests. You pair with an engineer on every change and ship to students within your first month.',
    requirements: [
      'A second-year or later student of computer or software engineering',
      'Comfortable with TypeScript or JavaScript',
      'Curious about accessibility and clear interfaces',
    ],
    status: 'open',
  },
  {
    title: 'Campus ambassador',
    team: 'Community',
    location: 'Any faculty, on campus',
    employment_type: 'volunteer',
    description:
      'Tell your faculty about CampusHub, collect what students miss in it and run one stand a term during the orientation weeks. We give you materials, a small budget and a direct line to the team.',
    requirements: [
      'An active student of any department',
      'Enjoys talking to people and organising small events',
    ],
    status: 'open',
  },
  {
    title: 'Content editor (Turkish)',
    team: 'Content',
    location: 'Remote',
    employment_type: 'part_time',
    description:
      'Edit the Turkish texts of the platform, the help pages and the announcements so they read naturally. You keep a shared glossary and review new texts before they go live.',
    requirements: [
      'Excellent written Turkish',
      'Good reading English',
      'Attention to detail and consistent style',
    ],
    status: 'open',
  },
  {
    title: 'UX research volunteer',
    team: 'Design',
    location: 'Ankara campus',
    employment_type: 'volunteer',
    description:
      'Plan and run short interviews and usability sessions with students, then turn what you saw into clear findings for the team. Two to four hours a week during the term.',
    requirements: [
      'Interest in design research or psychology',
      'Comfortable taking notes while listening',
    ],
    status: 'open',
  },
  {
    title: 'Data analyst (part-time)',
    team: 'Insights',
    location: 'Hybrid',
    employment_type: 'part_time',
    description:
      'Answer questions about how students use CampusHub with SQL and small dashboards, always on anonymised data, and share a monthly summary with the team.',
    requirements: ['SQL and a spreadsheet tool', 'Basic statistics', 'Care with personal data'],
    status: 'open',
  },
  {
    title: 'Orientation week helper',
    team: 'Community',
    location: 'Ankara campus',
    employment_type: 'volunteer',
    description:
      'Helped new students find their way in the first week of the autumn term. The places are filled for this year.',
    requirements: [],
    status: 'closed',
  },
];

/** The demo applications: which position (index, or null for an open application) and status. */
const demoApplications: {
  position: number | null;
  status: CareerApplicationStatus;
  letter: string;
  note: string | null;
}[] = [
  {
    position: 0,
    status: 'new',
    letter:
      'I built the website of our robotics club with React and would love to learn how a larger product is made.',
    note: null,
  },
  {
    position: 0,
    status: 'interview',
    letter:
      'I have been contributing to open-source TypeScript projects for a year and use CampusHub every week.',
    note: 'Good open-source record; interview on Thursday.',
  },
  {
    position: 1,
    status: 'reviewing',
    letter:
      'I organise the welcome events of my department and know many first-year students who need this platform.',
    note: null,
  },
  {
    position: 2,
    status: 'accepted',
    letter:
      'I edit the Turkish pages of our faculty magazine and enjoy making technical texts easy to read.',
    note: 'Strong writing sample; offered the role.',
  },
  {
    position: 3,
    status: 'rejected',
    letter:
      'I am interested in how students search for courses and would like to run interviews about it.',
    note: 'Not available during the term.',
  },
  {
    position: 4,
    status: 'new',
    letter:
      'I use SQL in my statistics courses and would like to apply it to real questions about the platform.',
    note: null,
  },
  {
    position: null,
    status: 'reviewing',
    letter:
      'I do not see a design role yet, but I would like to help with illustrations and icons for the platform.',
    note: null,
  },
  {
    position: 5,
    status: 'accepted',
    letter:
      'I helped at the orientation desk last year and would be glad to do it again for the new students.',
    note: null,
  },
];

/** A small, complete one-page PDF whose page says whose CV it is. */
export function demoCvPdf(fullName: string): Buffer {
  const text = `CV - ${fullName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '')}`.replace(
    /[()\\]/g,
    '',
  );
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${String(stream.length)} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${String(index + 1)} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Inserts the demo positions (five open, one closed) and eight applications
 * from the contributors, each with a generated PDF CV when a file store is
 * given (files written first; removed again if the rows fail).
 */
export async function insertCareer(transaction: Transaction, demo: DemoPeople): Promise<void> {
  const { files, contributors: applicants, adminId, now } = demo;
  const chosen = demoApplications.flatMap((application, index) => {
    const applicant = applicants[index];
    return applicant === undefined ? [] : [{ ...application, applicant }];
  });
  const cvs = chosen.map((application) =>
    demoCvPdf(`${application.applicant.first_name} ${application.applicant.last_name}`),
  );
  const stored =
    files === undefined ? [] : await Promise.all(cvs.map((cv) => files.save('cvs', cv, 'pdf')));
  try {
    const positions = await transaction
      .insert(careerPositions)
      .values(
        demoPositions.map((position, index) => ({
          ...position,
          display_order: index,
          created_by: adminId,
          created_at: new Date(now.getTime() - (30 - index) * 86_400_000),
          updated_at: new Date(now.getTime() - (30 - index) * 86_400_000),
        })),
      )
      .returning({ position_id: careerPositions.position_id });
    if (chosen.length === 0) return;
    await transaction.insert(careerApplications).values(
      chosen.map((application, index) => {
        const fullName = `${application.applicant.first_name} ${application.applicant.last_name}`;
        const sentAt = new Date(now.getTime() - (chosen.length - index) * 2 * 86_400_000);
        const reviewed = application.status !== 'new';
        return {
          position_id:
            application.position === null
              ? null
              : (positions[application.position]?.position_id ?? null),
          applicant_id: application.applicant.user_id,
          full_name: fullName,
          email: application.applicant.email,
          cover_letter: application.letter,
          cv_file: stored[index] ?? null,
          cv_size: cvs[index]?.length ?? 0,
          status: application.status,
          admin_note: application.note,
          reviewer_id: reviewed ? adminId : null,
          reviewed_at: reviewed ? new Date(sentAt.getTime() + 86_400_000) : null,
          search_text: foldSearchText(`${fullName} ${application.applicant.email}`),
          created_at: sentAt,
          updated_at: reviewed ? new Date(sentAt.getTime() + 86_400_000) : sentAt,
        };
      }),
    );
  } catch (error) {
    if (files !== undefined) await Promise.all(stored.map((name) => files.remove('cvs', name)));
    throw error;
  }
}
