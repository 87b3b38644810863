export { createRunnerUpOffersRepository } from './runner-up-offers.repository';
export { runnerUpOffersRoutes } from './runner-up-offers.routes';
export { createRunnerUpOffersService, type RunnerUpOffersService } from './runner-up-offers.service';
