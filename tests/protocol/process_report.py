"""What the tests of the real program share: their failures reported, their exit status."""
import sys


def report(name, failures):
    """Prints each failure and a summary line; returns the exit status (1 if anything failed)."""
    for f in failures:
        print("FAIL:", f)
    print(f"{name}: {'ok' if not failures else str(len(failures)) + ' failures'}")
    return 1 if failures else 0


def run(main):
    """Runs main(binary) with the program named on the command line and exits with its status."""
    sys.exit(main(sys.argv[1]))
