/** The guards of a call naming a course and a tee time: refused before anything is priced. */
import { failure } from '../calls/fail.ts';
import type { Executor } from '../db/client.ts';
import { courseInfo } from './catalog-cache.ts';
import type { CourseInfo } from './catalog-cache.ts';
import { checkBookableDate, isFutureSlot, isSlotTime } from './tee-sheet.ts';

/** Loads a course and checks it belongs to the club the caller named. */
export async function requireCourse(
  executor: Executor,
  clubId: number,
  courseId: number,
): Promise<CourseInfo> {
  const info = await courseInfo(executor, courseId);
  if (!info || info.club.id !== clubId) throw failure('courseNotFound');
  return info;
}

export function requireBookableDate(info: CourseInfo, date: string, now: Date): void {
  const check = checkBookableDate(date, info.club.timeZone, info.course.daysAhead, now);
  if (check !== 'ok') throw failure(check);
}

export function requireSlot(info: CourseInfo, date: string, time: string, now: Date): void {
  requireBookableDate(info, date, now);
  if (!isSlotTime(info.course, time) || !isFutureSlot(date, time, info.club.timeZone, now)) {
    throw failure('invalidTime');
  }
}
