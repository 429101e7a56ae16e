#define TOLERANCE 1
