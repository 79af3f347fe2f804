import { describe, expect, it } from 'vitest'
import { RESUME_FILE_MAX_BYTES, RESUME_FILE_MESSAGES, resumeFileProblem } from './resume-file.rules.ts'

describe('resumeFileProblem', () => {
  it('takes PDF, DOCX and TXT up to 10 MB, whatever the case of the extension', () => {
    expect(RESUME_FILE_MAX_BYTES).toBe(10_485_760)
    for (const name of ['cv.pdf', 'CV.PDF', 'my.cv.docx', 'notes.txt']) {
      expect(resumeFileProblem({ name, size: RESUME_FILE_MAX_BYTES })).toBeNull()
    }
  })

  it("refuses with the server's words: empty, too large, a .doc, anything else", () => {
    expect(resumeFileProblem({ name: 'cv.pdf', size: 0 })).toBe(RESUME_FILE_MESSAGES.empty)
    expect(resumeFileProblem({ name: 'cv.pdf', size: RESUME_FILE_MAX_BYTES + 1 })).toBe(
      'The file is too large: at most 10 MB.',
    )
    expect(resumeFileProblem({ name: 'old.doc', size: 10 })).toMatch(/^Word 97-2003 documents/)
    expect(resumeFileProblem({ name: 'photo.png', size: 10 })).toBe(RESUME_FILE_MESSAGES.wrongType)
    expect(resumeFileProblem({ name: 'pdf', size: 10 })).toBe(RESUME_FILE_MESSAGES.wrongType)
  })
})
