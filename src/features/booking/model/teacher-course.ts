/** A course the teacher may open slots for. */
export interface TeacherCourse {
  id: number;
  name: string;
}
