import DuetServe
